import type { ReactNode } from 'react';
import { Link } from '@site/shared';
import type { BlockNode, InlineNode } from './markup-tree';

function renderInline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    switch (node.type) {
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        // A site path goes through the router (and the URL mode); the build allows nothing but
        // site paths and https:/mailto: addresses here.
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
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
 * Renders an article body. Text only ever becomes React text children, so markup-looking HTML
 * in a body is shown, never executed.
 */
export function Markup({ blocks }: { blocks: readonly BlockNode[] }) {
  return <>{blocks.map(renderBlock)}</>;
}
