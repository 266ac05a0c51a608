package dev.catalogkit.report;

import java.util.List;

/**
 * What the run saw of the server beside the rules: valid requests it answered with 5xx, and what
 * the isolation phase, which ran every check that did not pass once more on its own, found.
 */
public record RunHealth(ServerErrors serverErrors, Isolation isolation) {

  public static final RunHealth NONE =
      new RunHealth(new ServerErrors(0, 0, List.of()), Isolation.NONE);

  /**
   * Valid requests (no deliberately broken part) that got a 5xx answer.
   *
   * @param count how many got 5xx
   * @param validRequests how many valid requests the run sent
   * @param first the first of them, by the check that sent them (in the order sent within each)
   */
  public record ServerErrors(int count, int validRequests, List<ExchangeRecord> first) {
    public ServerErrors {
      first = List.copyOf(first);
    }
  }

  /**
   * The isolation phase.
   *
   * @param candidates checks that did not pass in the concurrent phase
   * @param confirmed checks that ran alone at least once (the rest were left by the bound)
   * @param runs how many runs alone that took
   * @param millis how long it took
   * @param bound the phase's limits, in words
   * @param passedAloneOnly checks that did not pass under concurrent load and steadily passed alone
   * @param flaky checks whose runs alone disagreed
   */
  public record Isolation(
      int candidates,
      int confirmed,
      int runs,
      long millis,
      String bound,
      int passedAloneOnly,
      int flaky) {

    public static final Isolation NONE = new Isolation(0, 0, 0, 0, "", 0, 0);

    /** Checks the bound kept from running alone: their concurrent outcome stands, unconfirmed. */
    public int unconfirmed() {
      return candidates - confirmed;
    }
  }
}
