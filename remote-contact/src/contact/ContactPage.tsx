import styled from '@emotion/styled';
import { CalendarCheck, ClipboardList, MapPin, MessagesSquare } from 'lucide-react';
import {
  Card,
  Container,
  IconTile,
  PageSection,
  Panel,
  SectionHeading,
  colors,
  mq,
  site,
  useDeclaredHead,
} from '@site/shared';
import declaration from '../../pages.json';
import { contactMethods } from './contact-methods';
import { ContactMethodCard } from './ContactMethodCard';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Methods = styled.div`
  display: grid;
  gap: 16px;
`;

const LocationCard = styled(Card)`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 4px 0 0;
    color: ${colors.textMuted};
  }
  address {
    margin-top: 8px;
    font-style: normal;
    font-weight: 600;
    font-size: 1.0625rem;
  }
`;

const NextSteps = styled(Panel)`
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 20px;
  }
  li {
    display: flex;
    gap: 14px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 4px 0 0;
    color: ${colors.textMuted};
    line-height: 1.55;
  }
`;

const steps = [
  {
    icon: MessagesSquare,
    title: 'Tell us where you are',
    text: 'Email or call with a few lines about your business, your team size and the tools you use today.',
  },
  {
    icon: ClipboardList,
    title: 'Get an honest assessment',
    text: 'We map your processes and recommend the apps that fit, including when you need fewer than you think.',
  },
  {
    icon: CalendarCheck,
    title: 'Plan the rollout together',
    text: 'A clear scope, timeline and price for setup, data migration and training, before any work starts.',
  },
];

export default function ContactPage() {
  useDeclaredHead(declaration, 'ContactPage');
  return (
    <PageSection>
      <Container>
        <SectionHeading
          level="h1"
          eyebrow="Contact"
          title="Let's talk about your business"
          lead="Whether you are choosing your first cloud suite or untangling the one you have, we are happy to help. Reach us by email or phone."
        />
        <Grid>
          <Methods>
            {contactMethods.map((method) => (
              <ContactMethodCard key={method.id} method={method} />
            ))}
            <LocationCard>
              <IconTile aria-hidden="true" tone="accent">
                <MapPin size={22} />
              </IconTile>
              <div>
                <h2>Location</h2>
                <p>We work with clients across {site.country} and remotely worldwide.</p>
                <address>{site.location}</address>
              </div>
            </LocationCard>
          </Methods>
          <NextSteps as="aside" raised aria-labelledby="next-steps-heading">
            <h2 id="next-steps-heading">What happens next</h2>
            <ol>
              {steps.map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <IconTile aria-hidden="true">
                    <Icon size={20} />
                  </IconTile>
                  <div>
                    <h3>{title}</h3>
                    <p>{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </NextSteps>
        </Grid>
      </Container>
    </PageSection>
  );
}
