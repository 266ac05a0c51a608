package dev.catalogkit.explore;

import java.util.List;
import java.util.Optional;

/**
 * What an exploration came to: the seed that replays it, how much it walked, and its finding.
 *
 * @param seed the seed ({@code --seed} walks the same steps again)
 * @param sequences the sequences walked (shrinking and confirming aside)
 * @param steps the steps walked in them
 * @param stopped why walks ended early without a finding (a set-up step refused), the first few
 * @param requests every request sent, shrinking and confirming included
 * @param elapsedMillis the time the exploration took
 * @param finding the first finding, shrunk and confirmed, if there was one
 */
public record ExplorationResult(
    long seed,
    int sequences,
    int steps,
    List<String> stopped,
    long requests,
    long elapsedMillis,
    Optional<ShrunkFinding> finding) {

  public ExplorationResult {
    stopped = List.copyOf(stopped);
  }

  /** Steps walked per second, exploring only (a rough figure for the docs). */
  public double stepsPerSecond() {
    return elapsedMillis == 0 ? 0 : steps * 1000.0 / elapsedMillis;
  }
}
