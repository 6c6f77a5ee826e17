// The async boundary lets the shared singletons initialise before any of them is used.
import('./bootstrap');
