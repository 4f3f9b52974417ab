import { Link } from 'react-router-dom';
import { ContactLinks } from './contact-links';
import { ContentCard, ContentPage } from './content-page';

const STEPS = [
  { title: 'Make the call', text: 'Post a prediction about an upcoming game, trade or award, or share a hot take.' },
  { title: 'Back it up', text: 'Add your reasoning and your confidence from 1 to 10, so everyone knows how sure you are.' },
  { title: 'Track results', text: 'When the event happens the outcome is recorded: correct, incorrect or push. No deleting the misses.' },
  { title: 'Build reputation', text: 'Accurate calls earn votes, followers and a place on the leaderboards.' },
];

/** `/about`: mission, what sets Receipts apart, how it works, contact, legal links. */
export function AboutPage() {
  return (
    <ContentPage title="About Receipts" subtitle="Where sports takes come with receipts.">
      <ContentCard title="Our mission">
        <p>
          Everyone has a take. Receipts keeps score. We give sports fans one place to make predictions and share opinions, and we track how
          those calls turn out, so the best analysts rise on their record, not their volume.
        </p>
      </ContentCard>
      <ContentCard title="What sets Receipts apart">
        <ul>
          <li>Accuracy is tracked and shown on every prediction.</li>
          <li>Community votes and comments put every claim to the test.</li>
          <li>Leaderboards rank analysts, fans and commentators alike, by results.</li>
          <li>Follow the commentators, podcasts and shows you trust, and see how their calls hold up.</li>
        </ul>
      </ContentCard>
      <ContentCard title="How it works">
        <ol className="rc-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentCard>
      <ContentCard title="Contact us">
        <ContactLinks />
      </ContentCard>
      <p className="rc-muted">
        <Link to="/terms">Terms of Service</Link> · <Link to="/privacy">Privacy Policy</Link>
      </p>
    </ContentPage>
  );
}
