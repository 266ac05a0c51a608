package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The janitor believes its ledger over a listing, and its ledger holds only the run's names. The
 * JUnit timeout guards against a hang only.
 */
@Timeout(300)
class JanitorLedgerTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  /**
   * Listings of views and tables answer 200 without an {@code identifiers} array: the janitor still
   * deletes every view and table of its ledger, and nothing of the run is left.
   */
  @Test
  void aListingWithoutIdentifiersDoesNotHideTheLedgersObjects() throws Exception {
    RunReport report;
    String namespaces;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  boolean lists =
                      exchange.getRequestMethod().equals("GET")
                          && exchange.getRequestURI().getRawPath().matches(".*/(views|tables)");
                  if (lists) {
                    HostileProxy.respond(exchange, 200, "application/json", "{}");
                  }
                  return lists;
                })) {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      Profiles.load().named("iceberg"),
                      TargetConfig.of(proxy.uri()),
                      Path.of("target", "janitor-ledger")));
      namespaces =
          HTTP.send(
                  HttpRequest.newBuilder(URI.create(reference.uri() + "/v1/reference/namespaces"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString())
              .body();
    }

    assertThat(report.leftovers()).isEmpty();
    assertThat(namespaces).doesNotContain(report.run().runId());
  }

  /**
   * A server that answers 200 {@code {}} to everything, malformed renames included: no DELETE
   * reaches a namespace outside the run's.
   */
  @Test
  void aServerThatAcceptsEverythingGetsNoDeleteOutsideTheRun() throws Exception {
    List<String> deletes = new CopyOnWriteArrayList<>();
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext(
        "/",
        exchange -> {
          try (exchange) {
            if (exchange.getRequestMethod().equals("DELETE")) {
              deletes.add(exchange.getRequestURI().getRawPath());
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
    RunReport report;
    try {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      Profiles.load().named("iceberg"),
                      TargetConfig.of(
                          URI.create("http://127.0.0.1:" + server.getAddress().getPort())),
                      Path.of("target", "janitor-ledger")));
    } finally {
      server.stop(0);
    }

    String runId = report.run().runId();
    assertThat(deletes).isNotEmpty();
    assertThat(deletes)
        .allSatisfy(
            path ->
                assertThat(URLDecoder.decode(path, StandardCharsets.UTF_8))
                    .as("a DELETE of the run's own")
                    .containsPattern("/namespaces/" + runId + "[^/]*($|/)"));
  }
}
