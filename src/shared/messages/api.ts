/** Texts the server answers for any request (issue 2: readable 4xx JSON errors). */
export const apiMessages = {
  malformedJson: 'The request body is not valid JSON',
  invalidRequest: 'The request is not valid',
  unstorableText: 'The request holds characters that cannot be stored (a NUL character or a broken surrogate pair)',
  bodyTooLarge: 'The request is too large',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidId: 'Invalid id',
  unknownField: (name: string) => `Unknown field: ${name}`,
  required: 'This field is required',
  devToolsLocalOnly: 'The developer tools answer only requests from the computer the shop runs on. Open them there.',
} as const;
