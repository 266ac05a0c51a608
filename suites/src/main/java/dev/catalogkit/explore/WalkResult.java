package dev.catalogkit.explore;

import java.util.Optional;

/**
 * What one walk of a sequence came to: how many steps it sent, and the first finding, if any. A
 * walk that could not go on for a reason no requirement names (the server refused a set-up step
 * such as creating a fresh namespace) ends early and says why, but finds nothing.
 *
 * @param stepsRun the steps sent before the walk ended
 * @param finding the first disagreement with the model
 * @param stoppedBecause why the walk ended before its last step without a finding, or null
 */
public record WalkResult(int stepsRun, Optional<Finding> finding, String stoppedBecause) {

  public static WalkResult passed(int stepsRun) {
    return new WalkResult(stepsRun, Optional.empty(), null);
  }

  public static WalkResult failed(int stepsRun, Finding finding) {
    return new WalkResult(stepsRun, Optional.of(finding), null);
  }

  public static WalkResult stopped(int stepsRun, String because) {
    return new WalkResult(stepsRun, Optional.empty(), because);
  }

  /** Whether this walk failed as the given finding did (same rule). */
  public boolean failsLike(Finding finding) {
    return this.finding.filter(finding::sameRuleAs).isPresent();
  }
}
