// The footer's and case page's link (issue 48), in a module of its own: the footer is on the
// first visit, and a bundler keeps a module whole, so the rest of the notice catalogue would
// come with it.

export const REPORT_CONTENT_LINK = 'Report illegal or defamatory content';
