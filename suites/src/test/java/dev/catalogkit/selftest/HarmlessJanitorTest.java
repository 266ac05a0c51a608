package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The janitor never touches what the run did not create. Here the run's namespace already exists
 * when the kit asks for it (someone else made it, with a view inside): the server answers 409, the
 * run stops, and the namespace and its view are still there afterwards.
 */
@PeerTier
class HarmlessJanitorTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Test
  void aNamespaceThatExistedBeforeTheRunSurvivesIt() throws Exception {
    AtomicReference<String> theirs = new AtomicReference<>();
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  if (!createsANamespace(exchange) || theirs.get() != null) {
                    return false;
                  }
                  String body =
                      new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                  theirs.set(
                      body.replaceAll("(?s).*\"namespace\"\\s*:\\s*\\[\"([^\"]+)\".*", "$1"));
                  makeTheirs(reference.uri(), body, theirs.get());
                  HostileProxy.respond(
                      exchange,
                      409,
                      "application/json",
                      "{\"error\": {\"message\": \"exists\", \"type\": \"AlreadyExistsException\","
                          + " \"code\": 409}}");
                  return true;
                })) {
      TargetConfig target = TargetConfig.of(proxy.uri());

      assertThatThrownBy(
              () ->
                  new KitRunner(line -> {})
                      .run(RunOptions.of(Profiles.load().named("iceberg"), target)))
          .isInstanceOf(RunAborted.class)
          .hasMessageContaining("already exists; the kit refuses to reuse it");

      assertThat(get(reference.uri(), "/v1/reference/namespaces/" + theirs.get())).isEqualTo(200);
      assertThat(get(reference.uri(), "/v1/reference/namespaces/" + theirs.get() + "/views/theirs"))
          .isEqualTo(200);
    }
  }

  /** One passing 500 on each delete: the janitor's one retry still leaves nothing behind. */
  @Test
  void aDeleteThatFailsOnceIsRetriedAndNothingIsLeft() throws Exception {
    Set<String> failedOnce = ConcurrentHashMap.newKeySet();
    RunReport report;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  boolean firstDelete =
                      exchange.getRequestMethod().equals("DELETE")
                          && failedOnce.add(exchange.getRequestURI().getRawPath());
                  if (firstDelete) {
                    HostileProxy.respond(
                        exchange,
                        500,
                        "application/json",
                        "{\"error\": {\"message\": \"try again\", \"type\":"
                            + " \"ServiceFailureException\", \"code\": 500}}");
                  }
                  return firstDelete;
                })) {
      report = SelfTestRuns.icebergAgainst(proxy.uri(), "harmless-janitor");
    }

    assertThat(failedOnce).as("deletes that failed once").isNotEmpty();
    assertThat(report.leftovers()).isEmpty();
  }

  /**
   * Deletes that hang: each costs an exchange deadline until its operation's circuit opens, and
   * then the rest are not sent; the run ends and names what is left, and why.
   */
  @Test
  void hangingDeletesEndTheCleanUpSoonWithTheLeftoversNamed() throws Exception {
    RunReport report;
    AtomicInteger deletesSent = new AtomicInteger();
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  boolean deletes = exchange.getRequestMethod().equals("DELETE");
                  if (deletes) {
                    deletesSent.incrementAndGet();
                    Thread.sleep(60_000); // until the kit gives up on it
                  }
                  return deletes;
                })) {
      TargetConfig target =
          new TargetConfig(
              proxy.uri(),
              null,
              null,
              null,
              Map.of(),
              Duration.ofSeconds(2),
              TargetConfig.DEFAULT_MAX_BODY_BYTES);
      report =
          new KitRunner(line -> {}).run(RunOptions.of(Profiles.load().named("iceberg"), target));
    }

    assertThat(report.leftovers())
        .isNotEmpty()
        .anySatisfy(
            leftover ->
                // how many deletes go unsent depends on how many objects the run's checks create
                assertThat(leftover)
                    .contains("got no answer in time")
                    .containsPattern("not sent: the last \\d+ requests of "));
    // counted, not timed (a loaded machine stretches every deadline alike): per delete operation
    // (view, table, namespace) the circuit lets at most its limit through, plus what the crew's
    // threads had under way when it opened; 10 of 556 objects were sent when this was written
    assertThat(deletesSent.get())
        .as("ended by the circuits (most deletes never sent), not by a timeout per object")
        .isLessThanOrEqualTo(3 * (HttpTransport.CIRCUIT_LIMIT + RunLimits.DEFAULT_PARALLELISM))
        .isLessThan(report.leftovers().size());
  }

  private static boolean createsANamespace(HttpExchange exchange) {
    return exchange.getRequestMethod().equals("POST")
        && exchange.getRequestURI().getRawPath().endsWith("/namespaces");
  }

  /** Creates the namespace the kit asks for, and a view in it, as another user of the catalog. */
  private static void makeTheirs(URI reference, String namespaceBody, String namespace)
      throws IOException {
    post(reference, "/v1/reference/namespaces", namespaceBody);
    String view =
        Fixtures.text("views/create.minimal.json")
            .replaceFirst("\"name\"\\s*:\\s*\"[^\"]*\"", "\"name\": \"theirs\"");
    post(reference, "/v1/reference/namespaces/" + namespace + "/views", view);
  }

  private static void post(URI reference, String path, String body) throws IOException {
    try {
      HTTP.send(
          HttpRequest.newBuilder(URI.create(reference + path))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString(body))
              .build(),
          HttpResponse.BodyHandlers.discarding());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }

  private static int get(URI reference, String path) throws Exception {
    return HTTP.send(
            HttpRequest.newBuilder(URI.create(reference + path)).GET().build(),
            HttpResponse.BodyHandlers.discarding())
        .statusCode();
  }
}
