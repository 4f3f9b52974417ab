import { ContactLinks } from './contact-links';
import { ContentCard, ContentPage } from './content-page';

/** `/feature-requests`: how to suggest features, and what is already planned. */
export function FeatureRequestsPage() {
  return (
    <ContentPage title="Feature Requests" subtitle="Receipts is built with its community. Tell us what to build next.">
      <ContentCard title="On the way">
        <ul>
          <li>Full search across predictions, hot takes, commentators and shows.</li>
          <li>Sign-in with Instagram and X.</li>
          <li>Trending, leaderboards and prediction insights pages.</li>
          <li>Achievements you can unlock by making accurate calls.</li>
        </ul>
      </ContentCard>
      <ContentCard title="Suggest a feature">
        <p>Describe the problem you want solved and how you would use the feature. We read every request and reply when it ships.</p>
        <ContactLinks />
      </ContentCard>
    </ContentPage>
  );
}
