import { Link } from 'react-router-dom';
import { Card, Page, currentRuntimeConfig } from '@receipts/shared';
import './scoring.css';
import { EXAMPLE_CALLS, brierOf, formatChance, formatScore, skillOf, COIN_BRIER, SKILL_MIN_DIVISOR } from './scoring-example';

const DEFAULT_MIN_RESOLVED = 5;

function WorkedExample() {
  const hits = EXAMPLE_CALLS.filter((call) => call.correct).length;
  return (
    // On a phone the table scrolls sideways: a focusable, named region, so the keyboard can scroll it too.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Worked example">
      <table className="scoring-example">
        <caption>Three resolved predictions, scored</caption>
        <thead>
          <tr>
            <th scope="col">Confidence</th>
            <th scope="col">Stated chance</th>
            <th scope="col">Outcome</th>
            <th scope="col">Brier</th>
            <th scope="col">0.25 − Brier</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE_CALLS.map((call) => (
            <tr key={`${call.confidence}-${call.correct}`}>
              <td>{call.confidence}/10</td>
              <td>{formatChance(call.confidence)}</td>
              <td>{call.correct ? 'Correct' : 'Incorrect'}</td>
              <td>{formatScore(brierOf(call))}</td>
              <td>{formatScore(COIN_BRIER - brierOf(call))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Accuracy {hits} of {EXAMPLE_CALLS.length}; skill = 100 × sum ÷ max({SKILL_MIN_DIVISOR}, {EXAMPLE_CALLS.length})
            </th>
            <td>{formatScore(skillOf(EXAMPLE_CALLS))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * /how-scoring-works: what accuracy, the Brier score, skill, the Wilson bound and the sample floor mean, and
 * which plain words on the cards stand for which number.
 */
export function HowScoringWorksPage() {
  const minResolved = currentRuntimeConfig()?.minResolvedToRank ?? DEFAULT_MIN_RESOLVED;
  return (
    <Page title="How scoring works" subtitle="Accuracy first, then skill: what each number on a track record means.">
      <div className="scoring-page">
        <Card>
          <h2>What counts</h2>
          <p>
            A prediction locks on its event date. Once staff resolve it as correct or incorrect it counts in its author&apos;s record; a
            push or an event called off does not count. Deleting a prediction after it locked does not take it off the record.
          </p>
        </Card>
        <Card>
          <h2>Accuracy</h2>
          <p>
            Accuracy is the share of resolved predictions that came true: &ldquo;Right 8 of 13&rdquo; is 62%. Five calls can be lucky, so
            the true hit rate sits somewhere in a range, the 95% Wilson interval: wide for a short record, narrow for a long one. Its lower
            end, the Wilson bound, is the &ldquo;accuracy allowing for luck&rdquo; that ranks commentators, who state no confidence.
          </p>
        </Card>
        <Card>
          <h2>Confidence and skill</h2>
          <p>
            Every prediction carries a confidence from 1 to 10, which states a chance: 1 is {formatChance(1)}, 10 is {formatChance(10)},
            each step 5 points. A call&apos;s Brier score is (stated chance − what happened)², where what happened is 1 or 0: 0 is sure and
            right, 1 is sure and wrong. Always saying 50% would score {COIN_BRIER} on every call.
          </p>
          <p>
            Skill compares your calls with always saying 50%: 100 × the sum of (0.25 − Brier) over your resolved predictions, divided by
            their number or by {SKILL_MIN_DIVISOR}, whichever is larger. Positive skill beats the coin; negative means your confidence cost
            you more than it earned. Being confidently wrong costs the most.
          </p>
          <WorkedExample />
        </Card>
        <Card>
          <h2>The words on the cards</h2>
          <dl className="scoring-words">
            <dt>&ldquo;90% sure&rdquo;</dt>
            <dd>The chance a confidence level states: 50% plus 5 points per star, so 2 of 10 is 60% and 8 of 10 is 90%.</dd>
            <dt>&ldquo;Right 8 of 13&rdquo;</dt>
            <dd>Accuracy: resolved predictions that came true, out of all resolved.</dd>
            <dt>&ldquo;Better (or worse) than a coin flip&rdquo;</dt>
            <dd>
              On a resolved call, its Brier score is below (or above) {COIN_BRIER}, what always saying 50% scores; on a record, skill is
              above (or below) 0.
            </dd>
            <dt>&ldquo;Overconfident&rdquo;, &ldquo;well calibrated&rdquo;, &ldquo;underconfident&rdquo;</dt>
            <dd>
              Calibration: how sure the predictions said they were on average, against how often they came true. Within 5 points is well
              calibrated; right less often than stated is overconfident, more often underconfident. The chart on a track record shows it
              level by level.
            </dd>
            <dt>&ldquo;Accuracy allowing for luck&rdquo;</dt>
            <dd>The lower end of the 95% Wilson interval of a commentator&apos;s accuracy, explained above.</dd>
            <dt>&ldquo;71% upvoted&rdquo;</dt>
            <dd>
              The share of upvotes among a statement&apos;s votes. A vote says what fans think of the post, not a forecast, and it counts in
              no score.
            </dd>
          </dl>
        </Card>
        <Card>
          <h2>Ranking</h2>
          <p>
            The fans&apos; leaderboard orders members by skill, and lists only those with at least {minResolved} resolved predictions, so a
            lucky streak of one or two does not top it. Accuracy and the resolved count come first on every row: skill explains the order.
          </p>
          <p>
            <Link to="/leaderboards" className="rc-link-target">
              See the leaderboards
            </Link>
          </p>
        </Card>
      </div>
    </Page>
  );
}
