package dev.catalogkit.explore;

import dev.catalogkit.http.Exchange;
import java.util.List;

/**
 * A finding after shrinking and confirmation: the shortest sequence that still failed by the same
 * rule, and whether each walk of it on fresh names failed so again.
 *
 * @param finding the finding as the shrunk sequence shows it
 * @param steps the shrunk sequence
 * @param originalSteps the steps of the sequence it was found in, up to the finding
 * @param confirmations for each confirming walk, alone on fresh names, whether it failed so again
 * @param exchanges what the last walk that failed so sent, up to the finding (its curl script)
 * @param foundAfterMillis how long the exploration had walked when it found it
 * @param shrinkMillis how long shrinking and confirming it took
 */
public record ShrunkFinding(
    Finding finding,
    List<Step> steps,
    int originalSteps,
    List<Boolean> confirmations,
    List<Exchange> exchanges,
    long foundAfterMillis,
    long shrinkMillis) {

  public ShrunkFinding {
    steps = List.copyOf(steps);
    confirmations = List.copyOf(confirmations);
    exchanges = List.copyOf(exchanges);
  }

  /** The confirming walks that failed by the same rule. */
  public int reproduced() {
    return (int) confirmations.stream().filter(Boolean::booleanValue).count();
  }

  public int replays() {
    return confirmations.size();
  }

  /** Not every confirming walk failed the same way: reported FLAKY, "reproduced M of N". */
  public boolean flaky() {
    return reproduced() < replays();
  }
}
