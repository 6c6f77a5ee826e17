/**
 * The edits the dev refresh timing makes (time-refresh.mjs): for each kind, the route it shows
 * on, the file of the app it edits (a path, data: the edit is made in a scratch copy), and what
 * the page then shows. Each remote's edit has the same edit to the shell beside it.
 */

/**
 * Each kind of edit: the route it shows on, the file, and how run `n` changes it (a text that
 * an element of the page then contains, or a style the element then has). The shell's edits
 * are made on each remote's page too, so each remote's edit is compared with the same edit to
 * the shell on the same page: React walks the page's whole tree to find what to refresh, and
 * the Solutions page (129 cards) is far bigger than the Contact page.
 */
const REMOTE_KINDS = [
  {
    name: 'contact: text',
    route: '/contact',
    file: 'remote-contact/src/contact/ContactPage.tsx',
    edit: (text, n) => text.replace(`title="Let's talk about your business"`, `title="Contact edit ${n}"`),
    shows: (n) => ({ selector: 'main h1', text: `Contact edit ${n}` }),
  },
  {
    name: 'solutions: text',
    route: '/solutions',
    file: 'remote-solutions/src/catalogue/HelpChoosing.tsx',
    edit: (text, n) => text.replace('<h2 id={HEADING_ID}>{solutionsCopy.helpTitle}</h2>', `<h2 id={HEADING_ID}>Solutions edit ${n}</h2>`),
    shows: (n) => ({ selector: '#solutions-help-heading', text: `Solutions edit ${n}` }),
  },
  {
    name: 'resources: text',
    route: '/resources',
    file: 'remote-resources/src/hub/ResourcesPage.tsx',
    edit: (text, n) => text.replace('lead="Practical guides and real client stories', `lead="Resources edit ${n}: guides and real client stories`),
    shows: (n) => ({ selector: 'main', text: `Resources edit ${n}` }),
  },
];
const shellText = (route) => ({
  name: `shell: text on ${route}`,
  route,
  file: 'shell/src/footer/Footer.tsx',
  edit: (text, n) => text.replace('Practical advice and hands-on implementation', `Shell edit ${n}`),
  shows: (n) => ({ selector: 'footer', text: `Shell edit ${n}` }),
});
export const KINDS = [
  ...REMOTE_KINDS.flatMap((kind) => [kind, shellText(kind.route)]),
  {
    name: 'contact: emotion style',
    route: '/contact',
    file: 'remote-contact/src/contact/ContactPage.tsx',
    edit: (text, n) => text.replace('const LocationCard = styled(Card)`\n', `const LocationCard = styled(Card)\`\n  outline: 1px solid rgb(${n}, 0, 0);\n`),
    shows: (n) => ({ selector: 'main address', ancestor: 2, outlineColor: `rgb(${n}, 0, 0)` }),
  },
  {
    name: 'shell: emotion style on /contact',
    route: '/contact',
    file: 'shell/src/footer/Footer.tsx',
    edit: (text, n) => text.replace('const Root = styled.footer`\n', `const Root = styled.footer\`\n  outline: 1px solid rgb(${n}, 0, 0);\n`),
    shows: (n) => ({ selector: 'footer', ancestor: 0, outlineColor: `rgb(${n}, 0, 0)` }),
  },
];

/** The shell's edit of the same kind on the same page, which a kind's time is compared with. */
export function baselineOf(kind) {
  return kind.name.endsWith('style') || kind.name.includes('style on') ? 'shell: emotion style on /contact' : `shell: text on ${kind.route}`;
}

