import { checkRemotePages } from '@site/shared/testing/remote-page-contract';

// Every rule the shell relies on from this remote's pages (shared/src/contract.ts).
checkRemotePages('solutions');
