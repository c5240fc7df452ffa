import './app/global.css';

// The shop's code starts after the browser has painted once: a page the server rendered shows before any script
// takes the thread (decision 035). Its chunks are already on their way (modulepreload in index.html).
requestAnimationFrame(() => setTimeout(() => void import('./main')));
