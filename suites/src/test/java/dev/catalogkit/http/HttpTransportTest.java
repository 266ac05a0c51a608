package dev.catalogkit.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pooled transport against the Paimon reference catalog, a real server on 127.0.0.1. */
class HttpTransportTest {

  /** Well past the pool's 32 connections: a connection kept leased per answer would show. */
  private static final int REQUESTS = 100;

  @Test
  void answersWithAnEmptyBodyHandTheirConnectionBack() {
    try (ReferenceCatalog reference =
            ReferenceCatalog.start(ReferenceOptions.defaults().withProfile("paimon"));
        HttpTransport transport = new HttpTransport(shortTimeouts(reference))) {
      List<Integer> statuses = new ArrayList<>();
      for (int i = 0; i < REQUESTS; i++) {
        // Paimon's createDatabase answers 200 with no body at all
        Exchange created =
            transport.send(
                OutgoingRequest.of("createDatabase", "POST", "/v1/reference/databases")
                    .withBody("{\"name\": \"pooled_" + i + "\", \"options\": {}}", null));
        statuses.add(created.status());
      }
      assertThat(statuses).containsOnly(200).hasSize(REQUESTS);
    }
  }

  /**
   * A value given encoded goes out as it is, its separating commas still commas; one given plain is
   * encoded, its comma and space too.
   */
  @Test
  void aQueryValueGivenEncodedKeepsItsSeparatingCommas() {
    try (HttpTransport transport =
        new HttpTransport(TargetConfig.of(URI.create("http://127.0.0.1:1")))) {
      Exchange sent =
          transport.send(
              OutgoingRequest.of("loadView", "GET", "/v1/x")
                  .withEncodedQuery("referenced-by", "a%1Fb,a%1Fc%2Cd")
                  .withQuery("plain", "e,f g"));

      assertThat(sent.url())
          .isEqualTo("http://127.0.0.1:1/v1/x?plain=e%2Cf%20g&referenced-by=a%1Fb,a%1Fc%2Cd");
    }
  }

  /**
   * Three seconds to lease a connection (and to answer): a starved pool fails soon, a cold server
   * on a busy machine still answers in time.
   */
  private static TargetConfig shortTimeouts(ReferenceCatalog reference) {
    return new TargetConfig(
        reference.uri(),
        null,
        null,
        null,
        Map.of(),
        Duration.ofSeconds(3),
        TargetConfig.DEFAULT_MAX_BODY_BYTES);
  }
}
