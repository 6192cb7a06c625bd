// The console says, until the operator has replaced them, that the home page and How it works
// show the default copy's sample claims to every visitor (docs/operations.md, "What the marketing
// may claim"): placeholders must not run live unnoticed.
import { ABOUT } from '../../../content/about';
import { HOME } from '../../../content/home';
import { sampleClaimsIn } from '../../../content/sample-claims';
import { Alert } from '../../../components/alert';

const SAMPLES = sampleClaimsIn({ HOME, ABOUT });
const listed = new Intl.ListFormat('en-US').format(SAMPLES);

export function SampleClaimsNotice() {
  if (SAMPLES.length === 0) return null;
  return (
    <Alert kind="info">
      <strong>The home page and How it works show sample claims to every visitor:</strong> {listed}. They come with the product and describe no real business. Replace them with
      your own true figures, or remove them, in <code>app/content/home.ts</code> and <code>about.ts</code>, then rebuild and deploy (the operations guide, &ldquo;What the marketing
      may claim&rdquo;).
    </Alert>
  );
}
