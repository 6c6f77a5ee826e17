import styled from '@emotion/styled';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useContext, type MouseEvent, type ReactNode } from 'react';
import { Container, Eyebrow, Link, colors, focusRing, mq, site, telHref, toast } from '@site/shared';
import { LogoMark, NavItemsContext } from '../chrome';
import {
  comingSoonToast,
  companyLinks,
  resourceLinks,
  solutionLinks,
  viewAllSolutionsLink,
  type FooterLink,
} from './footer-links';
import { NewsletterForm } from './NewsletterForm';

const Root = styled.footer`
  background: ${colors.surfaceDark};
  color: ${colors.textOnDarkMuted};
  padding: 56px 0 32px;
  font-size: 0.9375rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 40px;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${mq.lg} {
    /* The contact column is wide enough for the email address on one line at 1440 px. */
    grid-template-columns: 1.5fr 1fr 1fr 0.8fr 1.4fr;
    gap: 32px;
  }
`;

const Brand = styled.div`
  ${mq.md} {
    grid-column: 1 / -1;
  }
  ${mq.lg} {
    grid-column: auto;
  }
  p {
    margin: 12px 0 0;
    line-height: 1.6;
    max-width: 420px;
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${colors.textInverse};
  font-weight: 800;
  font-size: 1.125rem;
  margin: 0 !important;
`;

const ColumnTitle = styled(Eyebrow)`
  margin: 0 0 14px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

const linkStyles = `
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 28px;
  color: ${colors.textOnDarkMuted};
  text-decoration: none;
  border-radius: 4px;
  &:hover {
    color: ${colors.textInverse};
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
    outline-color: #93c5fd;
  }
`;

const FooterNavLink = styled(Link)`
  ${linkStyles}
`;

/** Lets the address wrap after its "@" in a narrow column rather than mid-word; <wbr> adds no text. */
function wrapAfterAt(address: string): ReactNode {
  const at = address.indexOf('@');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

const PlainLink = styled.a`
  ${linkStyles}
  overflow-wrap: anywhere;
`;

const ContactItem = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 28px;
  svg {
    flex-shrink: 0;
    color: #93c5fd;
  }
`;

const Bottom = styled.div`
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid #1e293b;
  display: grid;
  gap: 8px;
  font-size: 0.875rem;
  ${mq.md} {
    grid-template-columns: auto 1fr;
    gap: 24px;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  p + p {
    ${mq.md} {
      text-align: right;
    }
  }
`;

function FooterLinks({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <ColumnTitle as="h2" id={headingId} tone="inverse">
        {title}
      </ColumnTitle>
      <List>
        {links.map((link) => (
          <li key={`${link.name} ${link.path}`}>
            <FooterNavLink
              to={link.path}
              onClick={
                link.comingSoon
                  ? (event: MouseEvent) => {
                      event.preventDefault();
                      toast(comingSoonToast(link.name));
                    }
                  : undefined
              }
            >
              {link.name}
            </FooterNavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

export function Footer() {
  // A page area whose declaration asks for it (nav.footer) follows the spec's About Us and Contact.
  const declaredCompanyLinks = useContext(NavItemsContext)
    .filter(({ inFooter }) => inFooter)
    .map(({ label, to }): FooterLink => ({ name: label, path: to }));
  return (
    <Root>
      <Container>
        <Grid>
          <Brand>
            <BrandName>
              <LogoMark size={28} />
              {site.brandName}
            </BrandName>
            <p>
              Practical advice and hands-on implementation of cloud business suites for small and growing businesses.
              Get our latest guides and case studies in your inbox.
            </p>
            <NewsletterForm />
          </Brand>
          <FooterLinks title="Solutions" links={[...solutionLinks, viewAllSolutionsLink]} />
          <FooterLinks title="Resources" links={resourceLinks} />
          <FooterLinks title="Company" links={[...companyLinks, ...declaredCompanyLinks]} />
          <div>
            <ColumnTitle as="h2" tone="inverse">
              Contact
            </ColumnTitle>
            <List>
              <ContactItem>
                <Mail size={16} aria-hidden="true" />
                {/* Named by aria-label too: Chromium reads the <wbr> as a space in the link's name. */}
                <PlainLink href={`mailto:${site.primaryEmail}`} aria-label={site.primaryEmail}>
                  {wrapAfterAt(site.primaryEmail)}
                </PlainLink>
              </ContactItem>
              <ContactItem>
                <Phone size={16} aria-hidden="true" />
                <PlainLink href={telHref(site.phone)}>{site.phone}</PlainLink>
              </ContactItem>
              <ContactItem>
                <MapPin size={16} aria-hidden="true" />
                <span>{site.location}</span>
              </ContactItem>
            </List>
          </div>
        </Grid>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {site.brandName}. All rights reserved.
          </p>
          <p>{site.independenceStatement}</p>
        </Bottom>
      </Container>
    </Root>
  );
}
