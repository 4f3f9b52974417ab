import { ContactLinks } from './contact-links';
import { ContentCard, ContentPage } from './content-page';

/** `/advertise`: advertising on Receipts. */
export function AdvertisePage() {
  return (
    <ContentPage title="Advertise on Receipts" subtitle="Reach fans who follow the game closely enough to call it.">
      <ContentCard title="Why Receipts">
        <ul>
          <li>An engaged audience of fans who post, vote and comment on every big game.</li>
          <li>Placements by league and topic, next to the conversations your fans already follow.</li>
          <li>Sponsored leaderboards and prediction challenges for brands, podcasts and shows.</li>
        </ul>
      </ContentCard>
      <ContentCard title="Get in touch">
        <p>Tell us about your brand and goals, and we will send audience numbers and available placements.</p>
        <ContactLinks />
      </ContentCard>
    </ContentPage>
  );
}
