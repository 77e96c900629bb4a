/** docs/product.md §8 strings shown to users, word for word. */
export const MESSAGES = {
  loginFailed: 'Failed to sign in. Please check your credentials.',
  seedSucceeded: 'Successfully initialized users',
  seedFailed: 'Error initializing users. Check console for details.',
  accessDenied:
    'Access Denied: You do not have permission to access this page. Please contact your administrator if you believe this is an error.',
  notFoundTitle: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  routeErrorTitle: 'Something went wrong',
  routeErrorBody: "We're having trouble loading this page.",
  unexpectedErrorTitle: 'Unexpected Application Error!',
  chunkLoadFailed: 'Loading chunk failed',
  redirectingToDashboard: 'Redirecting to dashboard...',
  signingIn: 'Signing In...',
  placeholderSoon: 'This page will be implemented soon.',
} as const;
