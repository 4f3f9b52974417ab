import { Card, Page } from '@receipts/shared';
import { ContactLinks } from './contact-links';

/** `/advertise`: advertising on Receipts. */
export function AdvertisePage() {
  return (
    <Page title="Advertise on Receipts" subtitle="Reach fans who follow the game closely enough to call it.">
      <div className="rc-stack">
        <Card>
          <h2>Why Receipts</h2>
          <ul>
            <li>An engaged audience of fans who post, vote and comment on every big game.</li>
            <li>Placements by league and topic, next to the conversations your fans already follow.</li>
            <li>Sponsored leaderboards and prediction challenges for brands, podcasts and shows.</li>
          </ul>
        </Card>
        <Card>
          <h2>Get in touch</h2>
          <p>Tell us about your brand and goals, and we will send audience numbers and available placements.</p>
          <ContactLinks />
        </Card>
      </div>
    </Page>
  );
}
