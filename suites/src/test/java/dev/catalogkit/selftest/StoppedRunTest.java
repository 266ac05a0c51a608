package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A run against a server that hangs every create ends at its deadline, or when it is interrupted,
 * with every unfinished check NOT_VERIFIED for that reason, the janitor run, and a full report. The
 * request timeout (60 s to the exchange deadline, the time the proxy holds a create) is far beyond
 * the time the run is given, so only the stop can end the hanging exchanges in time. The JUnit
 * timeout guards against a hang only.
 */
@Timeout(120)
class StoppedRunTest {

  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

  @Test
  void aRunPastItsDeadlineStopsWithEveryUnfinishedCheckNotVerified() throws Exception {
    RunReport report = runAgainstHangingCreates(Duration.ofSeconds(3), runner -> {});

    assertStoppedFor(report, "the run's time limit of 3 s (--run-timeout) passed");
    assertThat(report.exitCode()).isEqualTo(3);
  }

  @Test
  void anInterruptedRunStopsWithEveryUnfinishedCheckNotVerified() throws Exception {
    RunReport report =
        runAgainstHangingCreates(
            RunLimits.DEFAULT_RUN_TIMEOUT, runner -> runner.interrupt("interrupted (Ctrl-C)"));

    assertStoppedFor(report, "interrupted (Ctrl-C)");
    assertThat(report.exitCode())
        .as("the code the process exits with, which reports name")
        .isEqualTo(130);
  }

  private static void assertStoppedFor(RunReport report, String why) {
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.NOT_VERIFIED)
        .extracting(CheckResult::reason)
        .anySatisfy(reason -> assertThat(reason).contains(why));
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.FAIL || check.outcome() == Outcome.ERROR)
        .extracting(check -> check.name() + ": " + check.failure() + " " + check.reason())
        .isEmpty();
    // a namespace create cut off by the stop may or may not have reached the server: only such
    // creates may be named, and only as "may be left"
    assertThat(report.leftovers()).allSatisfy(left -> assertThat(left).contains("may be left"));
    assertThat(report.run().durationMillis())
        .as("stopped at once, not after the hanging exchanges' deadline")
        .isLessThan(REQUEST_TIMEOUT.toMillis());
  }

  /**
   * A run whose creates of views and tables hang; once the first hangs, {@code onFirstHang} gets
   * the runner.
   */
  private static RunReport runAgainstHangingCreates(
      Duration runTimeout, java.util.function.Consumer<KitRunner> onFirstHang) throws Exception {
    CountDownLatch hanging = new CountDownLatch(1);
    KitRunner runner = new KitRunner(line -> {});
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                new HostileProxy.Interception() {
                  @Override
                  public boolean answer(HttpExchange exchange) throws InterruptedException {
                    boolean hangs = createsAViewOrTable(exchange);
                    if (hangs) {
                      hanging.countDown();
                      Thread.sleep(60_000); // until the kit cuts it off
                    }
                    return hangs;
                  }
                })) {
      TargetConfig target =
          new TargetConfig(
              proxy.uri(),
              null,
              null,
              null,
              Map.of(),
              REQUEST_TIMEOUT,
              TargetConfig.DEFAULT_MAX_BODY_BYTES);
      Future<?> unused =
          CompletableFuture.runAsync(
              () -> {
                try {
                  if (hanging.await(30, TimeUnit.SECONDS)) {
                    onFirstHang.accept(runner);
                  }
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              });
      return runner.run(
          RunOptions.of(Profiles.load().named("iceberg"), target).withRunTimeout(runTimeout));
    }
  }

  private static boolean createsAViewOrTable(HttpExchange exchange) {
    String path = exchange.getRequestURI().getRawPath();
    return exchange.getRequestMethod().equals("POST")
        && (path.endsWith("/views") || path.endsWith("/tables"));
  }
}
