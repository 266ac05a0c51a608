package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Confirmation;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunHealth;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One server, one verdict: every check that did not pass in the concurrent phase runs again with
 * nothing else in flight, on fresh names, and what it shows alone is its outcome. A check whose
 * runs alone disagree runs up to three times and is FLAKY when any of them violated its rule
 * ({@link Confirmation#outcome()}). The phase is bounded in checks and time; a check it could not
 * reach keeps its concurrent outcome, marked as not run again.
 */
final class IsolationPhase {

  /** At most this many checks run again alone in one run. */
  static final int MAX_CHECKS = 500;

  /** The phase ends after this long, whatever is left. */
  static final Duration TIME_LIMIT = Duration.ofMinutes(5);

  /**
   * What the phase decided: for each check it ran again (its concurrent result, by identity), the
   * result to report; and the phase in figures.
   */
  record Result(Map<CheckResult, CheckResult> confirmed, RunHealth.Isolation summary) {}

  private final int parallelism;
  private final RunStop stop;
  private final Function<String, Optional<CheckResult>> runAlone;
  private final Supplier<Optional<Exchange>> control;
  private final Consumer<String> progress;
  private final List<UnderLoad.Difference> differences = new ArrayList<>();

  /**
   * @param runAlone runs the check with this unique ID on its own and answers its result, or empty
   *     when the run was stopped meanwhile
   * @param control sends the profile's plain valid read ({@link ProfileSession#control})
   * @param progress where each decision is printed: a line and its note
   */
  IsolationPhase(
      int parallelism,
      RunStop stop,
      Function<String, Optional<CheckResult>> runAlone,
      Supplier<Optional<Exchange>> control,
      Consumer<String> progress) {
    this.parallelism = parallelism;
    this.stop = stop;
    this.runAlone = runAlone;
    this.control = control;
    this.progress = progress;
  }

  /** The checks that passed alone only, once {@link #confirm} ran. */
  List<UnderLoad.Difference> differences() {
    return List.copyOf(differences);
  }

  Result confirm(List<ResultCollector.Confirmable> candidates) {
    long started = System.nanoTime();
    long deadline = started + TIME_LIMIT.toNanos();
    Map<CheckResult, CheckResult> confirmed = new IdentityHashMap<>();
    int runs = 0;
    int flaky = 0;
    for (ResultCollector.Confirmable candidate : candidates) {
      if (confirmed.size() >= MAX_CHECKS || System.nanoTime() > deadline) {
        break;
      }
      List<CheckResult> alone = new ArrayList<>();
      Confirmation confirmation = confirmation(candidate, alone);
      while (!confirmation.settled() && stop.reason().isEmpty()) {
        Optional<CheckResult> again = runAlone.apply(candidate.uniqueId()).map(this::controlled);
        if (again.isEmpty()) {
          break;
        }
        runs++;
        alone.add(again.get());
        confirmation = confirmation(candidate, alone);
      }
      if (alone.isEmpty()) {
        break; // the run was stopped: nothing more is confirmed
      }
      CheckResult decided = decided(candidate.result(), alone, confirmation);
      confirmed.put(candidate.result(), decided);
      report(confirmed.size(), candidates.size(), decided, confirmation);
      if (confirmation.passedAloneOnly()) {
        differences.add(
            new UnderLoad.Difference(
                decided.name(),
                confirmation.concurrent().name(),
                decided.outcome().name(),
                candidate.decisive()));
      }
      flaky += confirmation.outcome() == Outcome.FLAKY ? 1 : 0;
    }
    long millis = (System.nanoTime() - started) / 1_000_000;
    return new Result(
        confirmed,
        new RunHealth.Isolation(
            candidates.size(), confirmed.size(), runs, millis, bound(), differences.size(), flaky));
  }

  /**
   * A run alone that did not pass with a 5xx among its answers, followed by the control: when the
   * server fails that plain valid read too, it is failing as a whole, and the rule is not judged.
   */
  private CheckResult controlled(CheckResult alone) {
    boolean serverFailed = alone.exchanges().stream().anyMatch(ExchangeRecord::serverError);
    if (alone.outcome() == Outcome.PASS || !serverFailed) {
      return alone;
    }
    return control
        .get()
        .filter(answer -> !answer.succeeded())
        .map(
            answer ->
                alone.notJudged(
                    "not judged: alone it got a 5xx, and the server failed a plain valid request"
                        + " right after too ("
                        + answer.summary()
                        + "): it is failing as a whole, not at this rule"))
        .orElse(alone);
  }

  private void report(int done, int of, CheckResult decided, Confirmation confirmation) {
    progress.accept(
        String.format(
            "[alone %d/%d] %-14s %s\n%15s%s",
            done, of, decided.outcome(), decided.name(), "", confirmation.note()));
  }

  private Confirmation confirmation(
      ResultCollector.Confirmable candidate, List<CheckResult> alone) {
    return new Confirmation(
        candidate.result().outcome(),
        alone.stream().map(CheckResult::outcome).toList(),
        parallelism);
  }

  /**
   * The result reported: the evidence of the run alone whose outcome was decided (the first that
   * violated the rule, for a FLAKY check), with how it got there.
   */
  private static CheckResult decided(
      CheckResult concurrent, List<CheckResult> alone, Confirmation confirmation) {
    Outcome outcome = confirmation.outcome();
    CheckResult shown =
        alone.stream()
            .filter(
                result ->
                    result.outcome() == outcome
                        || (outcome == Outcome.FLAKY && result.outcome().isViolation()))
            .findFirst()
            .orElse(concurrent);
    return shown.confirmedAs(outcome, confirmation);
  }

  static String bound() {
    return MAX_CHECKS + " checks, " + TIME_LIMIT.toMinutes() + " min";
  }
}
