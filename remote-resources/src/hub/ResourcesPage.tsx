import { Container, Link, PageSection, SectionHeading, useDocumentMeta } from '@site/shared';
import { blogPosts, caseStudies } from '../data/resources';

export default function ResourcesPage() {
  useDocumentMeta('Knowledge Hub', 'Guides and case studies.');
  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" title="Knowledge Hub" />
        <section id="blog-section">
          <h2>Latest Blog Posts</h2>
          <ul>{blogPosts.map((p) => <li key={p.title}>{p.title}</li>)}</ul>
        </section>
        <section id="casestudies-section">
          <h2>Success Stories &amp; Case Studies</h2>
          <ul>{caseStudies.map((p) => <li key={p.title}>{p.title}</li>)}</ul>
        </section>
        <Link to="/">Home</Link>
      </Container>
    </PageSection>
  );
}
