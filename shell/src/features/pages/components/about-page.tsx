import { Link } from 'react-router-dom';
import { Card, Page } from '@receipts/shared';
import { ContactLinks } from './contact-links';

const STEPS = [
  { title: 'Make the call', text: 'Post a prediction about an upcoming game, trade or award, or share a hot take.' },
  { title: 'Back it up', text: 'Add your reasoning and your confidence from 1 to 10, so everyone knows how sure you are.' },
  { title: 'Track results', text: 'When the event happens the outcome is recorded: correct, incorrect or push. No deleting the misses.' },
  { title: 'Build reputation', text: 'Accurate calls earn votes, followers and a place on the leaderboards.' },
];

/** `/about` (spec §1): mission, what sets Receipts apart, how it works, contact, legal links. */
export function AboutPage() {
  return (
    <Page title="About Receipts" subtitle="Where sports takes come with receipts.">
      <div className="rc-stack">
        <Card>
          <h2>Our mission</h2>
          <p>
            Everyone has a take. Receipts keeps score. We give sports fans one place to make predictions and share
            opinions, and we track how those calls turn out, so the best analysts rise on their record, not their volume.
          </p>
        </Card>
        <Card>
          <h2>What sets Receipts apart</h2>
          <ul>
            <li>Accuracy is tracked and shown on every prediction.</li>
            <li>Community votes and comments put every claim to the test.</li>
            <li>Leaderboards rank analysts, fans and commentators alike, by results.</li>
            <li>Follow the commentators, podcasts and shows you trust, and see how their calls hold up.</li>
          </ul>
        </Card>
        <Card>
          <h2>How it works</h2>
          <ol className="rc-steps">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Card>
        <Card>
          <h2>Contact us</h2>
          <ContactLinks />
        </Card>
        <p className="rc-muted">
          <Link to="/terms">Terms of Service</Link> · <Link to="/privacy">Privacy Policy</Link>
        </p>
      </div>
    </Page>
  );
}
