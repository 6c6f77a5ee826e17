import { useMemo, type ReactNode } from 'react';
import { parseMarkup, type BlockNode, type InlineNode } from './parse-markup';

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
    }
  });
}

function renderBlock(block: BlockNode, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      // The article's title is the page's h1, so body headings start one level below it.
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return <Heading key={index}>{renderInline(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list':
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </ul>
      );
  }
}

/**
 * Renders resource markup as React elements. Text only ever becomes React text children,
 * so markup-looking HTML in a body is shown, never executed.
 */
export function Markup({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return <>{blocks.map(renderBlock)}</>;
}
