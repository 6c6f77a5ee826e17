import { startRemotesConfigRequest } from './remotes/early-remotes-config';

startRemotesConfigRequest();
// The async boundary lets the shared singletons initialise before any of them is used.
import('./bootstrap');
