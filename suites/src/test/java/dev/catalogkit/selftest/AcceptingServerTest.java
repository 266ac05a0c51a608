package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server that answers 200 {@code {}} to everything, malformed renames included, and so never
 * answers with an error. One run; the JUnit timeout guards against a hang only.
 */
@PeerTier
@Timeout(300)
class AcceptingServerTest {

  private static final List<String> DELETES = new CopyOnWriteArrayList<>();
  private static RunReport report;

  @BeforeAll
  static void runAgainstAServerThatAcceptsEverything() throws Exception {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext(
        "/",
        exchange -> {
          try (exchange) {
            if (exchange.getRequestMethod().equals("DELETE")) {
              DELETES.add(exchange.getRequestURI().getRawPath());
            }
            exchange.getRequestBody().readAllBytes();
            if (exchange.getRequestMethod().equals("HEAD")) {
              exchange.sendResponseHeaders(200, -1);
            } else {
              HostileProxy.respond(exchange, 200, "application/json", "{}");
            }
          }
        });
    server.start();
    try {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      Profiles.load().named("iceberg"),
                      TargetConfig.of(
                          URI.create("http://127.0.0.1:" + server.getAddress().getPort()))));
    } finally {
      server.stop(0);
    }
  }

  /** The ledger holds only the run's names: no DELETE reaches a namespace outside the run's. */
  @Test
  void noDeleteGoesOutsideTheRunsNamespaces() {
    String runId = report.run().runId();
    assertThat(DELETES).isNotEmpty();
    assertThat(DELETES)
        .allSatisfy(
            path ->
                assertThat(URLDecoder.decode(path, StandardCharsets.UTF_8))
                    .as("a DELETE of the run's own")
                    .containsPattern("/namespaces/" + runId + "[^/]*($|/)"));
  }

  /** An audit with no error answer to judge is NOT_APPLICABLE, not an ERROR of the kit's. */
  @Test
  void anAuditWithNothingToJudgeIsNotApplicable() {
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.ERROR)
        .extracting(CheckResult::reason)
        .noneSatisfy(reason -> assertThat(reason).contains("at least one set of arguments"));
    assertThat(report.checks())
        .filteredOn(check -> "ICE-ERR-10".equals(check.requirementId()))
        .isNotEmpty()
        .allSatisfy(check -> assertThat(check.outcome()).isEqualTo(Outcome.NOT_APPLICABLE));
  }
}
