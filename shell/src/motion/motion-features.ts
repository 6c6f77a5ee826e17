/**
 * The DOM animation features of framer-motion, in a chunk of their own: the first page renders
 * without animating (`initial={false}`), so they can arrive after it.
 */
export { domAnimation as default } from 'framer-motion';
