import { Container, PageSection, SectionHeading, categories, useDocumentMeta } from '@site/shared';
import { solutionsByCategory } from '../data/solutions';

export default function SolutionsPage() {
  useDocumentMeta('Cloud Solutions', 'Browse cloud business applications by category.');
  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" title="Cloud Solutions" lead="Every app we implement, by category." />
        {categories.map((c) => (
          <section key={c.key} id={c.key}>
            <h2>{c.name}</h2>
            <ul>
              {solutionsByCategory[c.key].map((s) => (
                <li key={s.id} id={s.id}>
                  {s.name}: {s.description}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </PageSection>
  );
}
