// Stops a script early, with a sentence, when a variable it needs is not set.
const missing = process.argv.slice(2).filter((name) => !process.env[name]);
if (missing.length) {
  console.error(`Set ${missing.join(', ')} first, for example:\n  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg`);
  process.exit(1);
}
