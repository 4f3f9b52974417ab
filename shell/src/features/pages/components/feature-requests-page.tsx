import { Card, Page } from '@receipts/shared';
import { ContactLinks } from './contact-links';

/** `/feature-requests`: how to suggest features, and what is already planned. */
export function FeatureRequestsPage() {
  return (
    <Page title="Feature Requests" subtitle="Receipts is built with its community. Tell us what to build next.">
      <div className="rc-stack">
        <Card>
          <h2>On the way</h2>
          <ul>
            <li>Full search across predictions, hot takes, commentators and shows.</li>
            <li>Sign-in with Instagram and X.</li>
            <li>Trending, leaderboards and prediction insights pages.</li>
            <li>Achievements you can unlock by making accurate calls.</li>
          </ul>
        </Card>
        <Card>
          <h2>Suggest a feature</h2>
          <p>
            Describe the problem you want solved and how you would use the feature. We read every request and reply
            when it ships.
          </p>
          <ContactLinks />
        </Card>
      </div>
    </Page>
  );
}
