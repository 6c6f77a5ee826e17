// The async boundary lets the shared singletons initialise before any of them is used. Nothing
// can render without the bootstrap, so a failure is left to the browser's unhandled-rejection report.
void import('./bootstrap');
