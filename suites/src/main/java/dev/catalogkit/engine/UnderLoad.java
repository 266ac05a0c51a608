package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the isolation phase showed about the server under concurrent load: the checks that did not
 * pass among concurrent checks but steadily did alone. The robustness audits of each profile judge
 * it; one per run, filled in once the isolation phase is over.
 */
public final class UnderLoad {

  /** How many differing checks a failure names and brings as evidence. */
  static final int SHOWN = 5;

  /**
   * One check that fared differently under load.
   *
   * @param check the check's display name
   * @param underLoad its outcome among concurrent checks, e.g. FAIL
   * @param alone its outcome alone, e.g. PASS
   * @param evidence the answers its concurrent outcome rested on
   */
  public record Difference(String check, String underLoad, String alone, List<Exchange> evidence) {
    public Difference {
      evidence = List.copyOf(evidence);
    }
  }

  private volatile Integer parallelism;
  private volatile List<Difference> differences = List.of();

  void record(int checksAtOnce, List<Difference> found) {
    this.differences = List.copyOf(found);
    this.parallelism = checksAtOnce;
  }

  /**
   * Valid requests are answered under concurrent load as they are alone: no check that failed among
   * concurrent checks passed alone. NOT_APPLICABLE when the run sent one check at a time.
   */
  public void expectSteady() {
    if (parallelism == null) {
      throw new NotApplicable("the isolation phase did not run");
    }
    if (parallelism == 1) {
      throw new NotApplicable(
          "the run sent one check at a time (--parallel 1): no load to compare");
    }
    List<Difference> found = differences;
    if (found.isEmpty()) {
      return;
    }
    List<Difference> shown = found.subList(0, Math.min(SHOWN, found.size()));
    throw new RequirementViolation(
        "every check that ran among " + parallelism + " concurrent checks as it does alone",
        found.size()
            + " checks fared worse under load than alone: "
            + shown.stream()
                .map(
                    d -> d.check() + " (" + d.underLoad() + " under load, " + d.alone() + " alone)")
                .collect(Collectors.joining("; ")),
        null,
        shown.stream().flatMap(d -> d.evidence().stream()).toList());
  }
}
