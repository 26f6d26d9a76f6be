export const notFound = {
  title: '404 Page Not Found',
  description: 'Did you forget to add the page to the router?',
  apiRoute: 'Not found',
} as const;
