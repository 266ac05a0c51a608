package dev.catalogkit.report;

import java.util.List;
import java.util.Locale;

/**
 * What a run's exploration did ({@code --explore}, {@code explore}): the seed that replays it and
 * how far it went. Its findings are checks of the area {@value #AREA}, judged with the others.
 *
 * @param seed the seed of every random choice ({@code --seed} on {@code certify} and {@code
 *     explore})
 * @param walkers the sequences walked at once ({@code --explore-parallel})
 * @param sequences the sequences walked (shrinking and confirming aside)
 * @param plannedSteps the steps of every sequence generated: {@code explore --seed S --steps
 *     plannedSteps} generates the same sequences again
 * @param steps the steps walked in them (a walk ends at its finding)
 * @param requests every request the exploration sent, shrinking and confirming included
 * @param elapsedMillis the time it took, shrinking and confirming included
 * @param stoppedWalks why walks ended early without a finding (a set-up step refused), the first
 *     few
 * @param stoppedBy why the exploration ended before its budget (Ctrl-C, the run's time limit), or
 *     null
 */
public record Exploration(
    long seed,
    int walkers,
    int sequences,
    int plannedSteps,
    int steps,
    long requests,
    long elapsedMillis,
    List<String> stoppedWalks,
    String stoppedBy) {

  /** The area of the checks an exploration's findings become. */
  public static final String AREA = "exploration";

  public Exploration {
    stoppedWalks = List.copyOf(stoppedWalks);
  }

  /** One line for every report, e.g. "seed 7: 2000 steps in 50 sequences, 5610 requests, 9.8 s". */
  public String summary() {
    return String.format(
        Locale.ROOT,
        "seed %d: %d steps in %d sequences%s, %d requests, %.1f s%s",
        seed,
        steps,
        sequences,
        walkers > 1 ? " (" + walkers + " at once)" : "",
        requests,
        elapsedMillis / 1000.0,
        stoppedBy == null ? "" : "; stopped early: " + stoppedBy);
  }
}
