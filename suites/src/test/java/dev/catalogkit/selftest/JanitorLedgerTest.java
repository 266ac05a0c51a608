package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The janitor believes its ledger over a listing (see also {@link AcceptingServerTest}). The JUnit
 * timeout guards against a hang only.
 */
@PeerTier
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
      report = SelfTestRuns.icebergAgainst(proxy.uri(), "janitor-ledger");
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
}
