import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, colors, mq, paths, radii } from '@site/shared';

const Panel = styled.aside`
  position: relative;
  overflow: hidden;
  margin: 56px auto 0;
  padding: 32px 24px;
  border-radius: ${radii.lg};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.12), transparent 40%),
    linear-gradient(135deg, ${colors.surfaceDark} 0%, ${colors.primaryHover} 100%);
  color: ${colors.textOnDarkMuted};
  ${mq.md} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 32px;
    padding: 40px;
  }
  h2 {
    margin: 0 0 8px;
    color: ${colors.textInverse};
    font-size: 1.5rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
  ${mq.md} {
    flex-shrink: 0;
    margin-top: 0;
  }
`;

export function ArticleCallToAction({ title }: { title: string }) {
  return (
    <Panel aria-labelledby="article-cta-heading">
      <div>
        <h2 id="article-cta-heading">{title}</h2>
        <p>Tell us how you work today. We will suggest the apps that fit, and an honest plan to roll them out.</p>
      </div>
      <Actions>
        <ButtonLink to={paths.contact.getTarget()} variant="inverse" size="lg">
          Contact Us
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
