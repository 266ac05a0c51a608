package dev.catalogkit.report;

import java.util.List;

/**
 * What the run saw of the server beside the rules: valid requests it answered with 5xx, what the
 * isolation phase, which ran checks that met server errors under concurrent load once more on their
 * own, found, and how hard the run pressed the server (its load window and probe).
 */
public record RunHealth(ServerErrors serverErrors, Isolation isolation, Load load) {

  public static final RunHealth NONE =
      new RunHealth(new ServerErrors(0, 0, List.of()), Isolation.NONE, Load.NONE);

  /** A run whose load is not recorded: the reports' tests. */
  public RunHealth(ServerErrors serverErrors, Isolation isolation) {
    this(serverErrors, isolation, Load.NONE);
  }

  /**
   * How many requests the run had in flight while it judged, why, and what the concurrency probe
   * showed after every other judgement.
   *
   * @param window the most requests in flight while checks were judged (1: one at a time)
   * @param why why that many, in words
   * @param probed the windows the probe sent at, in order; empty when it did not run
   * @param sustained the largest window the probe saw answered as alone; 0 when it did not run
   * @param brokeAt the window at which a valid request got a 5xx or no answer, or a plain read
   *     alone right after failed; 0 when the server did not break
   * @param brokeBecause what broke, one line; null when nothing did
   */
  public record Load(
      int window,
      String why,
      List<Integer> probed,
      int sustained,
      int brokeAt,
      String brokeBecause) {

    public static final Load NONE = new Load(1, "", List.of(), 0, 0, null);

    public Load {
      probed = List.copyOf(probed);
    }
  }

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
