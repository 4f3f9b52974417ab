import { Link } from 'react-router-dom';
import { Card, Page } from '@receipts/shared';

/** `/terms`: short, plain-language terms of service. */
export function TermsPage() {
  return (
    <Page title="Terms of Service" subtitle="The short version of the rules for using Receipts.">
      <Card>
        <h2>Using Receipts</h2>
        <p>Receipts is a community for sports predictions and opinions. By using it you agree to these terms.</p>
        <h2>Your content</h2>
        <ul>
          <li>You own what you post. You let us show it on Receipts, including on leaderboards and profiles.</li>
          <li>Predictions are a public record: once an outcome is recorded it stays attached to your call.</li>
          <li>Do not post anything illegal, hateful, harassing, or that you do not have the right to share.</li>
        </ul>
        <h2>Not betting advice</h2>
        <p>Predictions on Receipts are opinions for entertainment. Nothing here is financial or betting advice.</p>
        <h2>Accounts</h2>
        <p>Keep your sign-in details safe. We may suspend accounts that break these rules or abuse the service.</p>
        <h2>Changes</h2>
        <p>
          We may update these terms; the current version is always on this page. See also our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </Card>
    </Page>
  );
}
