import { Link } from 'react-router-dom';
import { Card, Page } from '@receipts/shared';

/** `/privacy`: what Receipts keeps and why. */
export function PrivacyPage() {
  return (
    <Page title="Privacy Policy" subtitle="What we collect, why, and what you control.">
      <Card>
        <h2>What we collect</h2>
        <ul>
          <li>Account details: your e-mail address, name and, if you sign in with Google or Apple, your profile photo.</li>
          <li>What you post: predictions, hot takes, comments, votes and the accounts you follow.</li>
          <li>A session cookie that keeps you signed in, and your display-mode choice in your browser.</li>
        </ul>
        <h2>How we use it</h2>
        <p>
          To run Receipts: show your posts and record, keep you signed in, and send the e-mails you need, such as address verification. We
          do not sell your personal data.
        </p>
        <h2>Your choices</h2>
        <p>
          You can edit your profile in Settings and delete your own posts at any time. To close your account, contact us from the address on
          the <Link to="/about">About</Link> page.
        </p>
        <p>
          See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </Card>
    </Page>
  );
}
