package dev.catalogkit.report;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How a check that did not pass in the concurrent phase fared when it ran again with nothing else
 * in flight (the isolation phase). What it showed alone is its outcome ({@link #outcome()}); this
 * says how it got there, for every report.
 *
 * @param concurrent its outcome in the concurrent phase
 * @param alone its outcomes alone, in the order run (none when the phase's bound came first)
 * @param parallelism how many checks ran at once in the concurrent phase; with 1, the first run was
 *     alone too and counts as one of the runs alone
 */
public record Confirmation(Outcome concurrent, List<Outcome> alone, int parallelism) {

  /** Runs alone after which the check is reported, however they went. */
  public static final int MAX_RUNS_ALONE = 3;

  public Confirmation {
    alone = List.copyOf(alone);
  }

  /** Every run that had nothing else in flight. */
  public List<Outcome> seenAlone() {
    if (parallelism > 1) {
      return alone;
    }
    List<Outcome> seen = new ArrayList<>(List.of(concurrent));
    seen.addAll(alone);
    return seen;
  }

  /**
   * Whether it needs no further run alone: it ran alone as often as it may, or its first run alone
   * agreed with the concurrent one, or (after concurrent load) its two runs alone agreed.
   */
  public boolean settled() {
    int runs = alone.size();
    return runs >= MAX_RUNS_ALONE
        || (runs == 1 && alone.get(0) == concurrent)
        || (runs == 2 && parallelism > 1 && alone.get(1) == alone.get(0));
  }

  /** The runs alone disagreed. */
  public boolean unsteady() {
    return seenAlone().stream().distinct().count() > 1;
  }

  /**
   * The check's outcome: what it steadily showed alone; FLAKY when the runs alone disagreed and one
   * of them violated the rule; else PASS when one passed (the others could not judge); else the
   * worst of them. With no run alone, the concurrent outcome stands.
   */
  public Outcome outcome() {
    List<Outcome> seen = seenAlone();
    if (alone.isEmpty()) {
      return concurrent;
    }
    if (!unsteady()) {
      return seen.get(0);
    }
    if (seen.stream().anyMatch(Outcome::isViolation)) {
      return Outcome.FLAKY;
    }
    return seen.contains(Outcome.PASS)
        ? Outcome.PASS
        : seen.stream().reduce(Outcome.PASS, Outcome::worse);
  }

  /** Did not pass under concurrent load, but steadily passed alone. */
  public boolean passedAloneOnly() {
    return parallelism > 1 && !alone.isEmpty() && !unsteady() && alone.get(0) == Outcome.PASS;
  }

  /** Its outcome alone steadily differs from the one it had under concurrent load. */
  public boolean differsUnderLoad() {
    return parallelism > 1 && !alone.isEmpty() && !unsteady() && alone.get(0) != concurrent;
  }

  /** How many runs alone violated the rule. */
  public long violatedAlone() {
    return seenAlone().stream().filter(Outcome::isViolation).count();
  }

  /** One line for every report, e.g. "FAIL under 8 concurrent checks; PASS alone (2 of 2)". */
  public String note() {
    String underLoad = concurrent + " under " + parallelism + " concurrent checks";
    List<Outcome> seen = seenAlone();
    String runs = seen.stream().map(Outcome::name).collect(Collectors.joining(", "));
    if (alone.isEmpty()) {
      return "not run again alone: the isolation phase's bound was reached";
    }
    if (outcome() == Outcome.FLAKY) {
      return "FLAKY: reproduced "
          + violatedAlone()
          + " of "
          + seen.size()
          + " runs alone ("
          + runs
          + ")"
          + (parallelism > 1 ? "; " + underLoad : "");
    }
    if (unsteady()) {
      return "unsteady alone (" + runs + "): judged on the run that could judge";
    }
    if (differsUnderLoad()) {
      return underLoad
          + "; "
          + alone.get(0)
          + " alone ("
          + alone.size()
          + " of "
          + alone.size()
          + " runs)";
    }
    return "confirmed alone: " + alone.get(0) + " again with nothing else in flight";
  }
}
