import { checkRemotePages } from '@site/shared/testing/remote-page-contract';
import declaration from '../../pages.json';

// Every rule the shell relies on from this remote's pages (shared/src/contract.ts).
checkRemotePages({ name: 'contact', pages: declaration.pages, exposesDir: __dirname });
