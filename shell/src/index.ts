import { startRemoteRequestsEarly } from './remotes/early-remotes-config';

startRemoteRequestsEarly();
// The entry chunk stays small, so the early requests above go out before React downloads.
import('./bootstrap');
