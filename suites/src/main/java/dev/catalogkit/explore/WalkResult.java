package dev.catalogkit.explore;

import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Optional;

/**
 * What one walk of a sequence came to: how many steps it sent, and the first finding, if any. A
 * walk that could not go on for a reason no requirement names (the server refused a set-up step
 * such as creating a fresh namespace) ends early and says why, but finds nothing.
 *
 * @param stepsRun the steps sent before the walk ended
 * @param finding the first disagreement with the model
 * @param stoppedBecause why the walk ended before its last step without a finding, or null
 * @param exchanges what a walk with a finding sent up to it (for its curl script), else empty
 */
public record WalkResult(
    int stepsRun, Optional<Finding> finding, String stoppedBecause, List<Exchange> exchanges) {

  public WalkResult {
    exchanges = List.copyOf(exchanges);
  }

  public static WalkResult passed(int stepsRun) {
    return new WalkResult(stepsRun, Optional.empty(), null, List.of());
  }

  public static WalkResult failed(int stepsRun, Finding finding) {
    return new WalkResult(stepsRun, Optional.of(finding), null, List.of());
  }

  public static WalkResult stopped(int stepsRun, String because) {
    return new WalkResult(stepsRun, Optional.empty(), because, List.of());
  }

  /** The same result, with what the walk sent when it found something. */
  public WalkResult sent(List<Exchange> sent) {
    return new WalkResult(
        stepsRun, finding, stoppedBecause, finding.isPresent() ? sent : List.of());
  }

  /** Whether this walk failed as the given finding did (same rule). */
  public boolean failsLike(Finding finding) {
    return this.finding.filter(finding::sameRuleAs).isPresent();
  }
}
