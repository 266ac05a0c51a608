package dev.catalogkit.explore;

import dev.catalogkit.http.Exchange;
import java.util.List;

/**
 * A finding after shrinking and confirmation: the shortest sequence that still failed by the same
 * rule, and how often it failed so again when walked on fresh names.
 *
 * @param finding the finding as the shrunk sequence shows it
 * @param steps the shrunk sequence
 * @param originalSteps the steps of the sequence it was found in, up to the finding
 * @param reproduced the confirming walks that failed by the same rule
 * @param replays the confirming walks
 * @param exchanges what the last walk that failed so sent, up to the finding (its curl script)
 */
public record ShrunkFinding(
    Finding finding,
    List<Step> steps,
    int originalSteps,
    int reproduced,
    int replays,
    List<Exchange> exchanges) {

  public ShrunkFinding {
    steps = List.copyOf(steps);
    exchanges = List.copyOf(exchanges);
  }

  /** Not every confirming walk failed the same way: reported FLAKY, "reproduced M of N". */
  public boolean flaky() {
    return reproduced < replays;
  }
}
