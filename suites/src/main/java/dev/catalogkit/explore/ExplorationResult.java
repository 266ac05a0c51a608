package dev.catalogkit.explore;

import java.util.List;
import java.util.Optional;

/**
 * What an exploration came to: the seed that replays it, how much it walked, and its findings.
 *
 * @param seed the seed ({@code --seed} walks the same steps again)
 * @param walkers the sequences walked at once
 * @param sequences the sequences walked (shrinking and confirming aside)
 * @param plannedSteps the steps of every sequence generated: {@code --steps} with this value and
 *     the seed generates the same sequences again
 * @param steps the steps walked in them (a walk ends at its finding)
 * @param stopped why walks ended early without a finding (a set-up step refused), the first few
 * @param requests every request sent, shrinking and confirming included
 * @param elapsedMillis the time the exploration took, shrinking and confirming included
 * @param stoppedBy why it ended before its budget (Ctrl-C, the run's time limit), or null
 * @param findings one per requirement, shrunk and confirmed, in the order found
 */
public record ExplorationResult(
    long seed,
    int walkers,
    int sequences,
    int plannedSteps,
    int steps,
    List<String> stopped,
    long requests,
    long elapsedMillis,
    String stoppedBy,
    List<ShrunkFinding> findings) {

  public ExplorationResult {
    stopped = List.copyOf(stopped);
    findings = List.copyOf(findings);
  }

  /** The first finding, if there was one. */
  public Optional<ShrunkFinding> finding() {
    return findings.stream().findFirst();
  }

  /** Steps walked per second (a rough figure for the docs). */
  public double stepsPerSecond() {
    return elapsedMillis == 0 ? 0 : steps * 1000.0 / elapsedMillis;
  }
}
