package dev.catalogkit.bench;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

/**
 * Mean time of one {@code GET /v1/config} on loopback, in this JVM: a bare keep-alive {@code
 * java.net.http} client against the kit's {@link HttpTransport}. Both wait for the same server, so
 * the ratio shows what the kit's sending costs on top.
 */
final class TransportOverhead {

  /** Microseconds per request of each client in one round. */
  record Round(double bareMicros, double kitMicros) {}

  private static final int WARM_UP_BLOCKS = 5;

  private interface Call {
    int status() throws Exception;
  }

  private TransportOverhead() {}

  static List<Round> measure(URI fixture, int requests, int rounds) throws Exception {
    HttpClient bareClient = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    HttpRequest bareRequest =
        HttpRequest.newBuilder(fixture.resolve("v1/config"))
            .header("Accept", "application/json")
            .build();
    Call bare =
        () -> bareClient.send(bareRequest, HttpResponse.BodyHandlers.ofByteArray()).statusCode();

    try (HttpTransport transport = new HttpTransport(TargetConfig.of(fixture))) {
      OutgoingRequest config = OutgoingRequest.of("getConfig", "GET", "/v1/config");
      Call kit =
          () -> {
            Exchange exchange = transport.send(config);
            return exchange.answered() ? exchange.status() : -1;
          };

      // warm-up, long enough for the fresh fixture's JIT too (bare requests still got 2-3 times
      // faster over the first 10,000); it also opens the keep-alive connections
      for (int i = 0; i < WARM_UP_BLOCKS; i++) {
        microsPerRequest(bare, requests);
        microsPerRequest(kit, requests);
      }
      List<Round> result = new ArrayList<>();
      for (int i = 0; i < rounds; i++) {
        result.add(new Round(microsPerRequest(bare, requests), microsPerRequest(kit, requests)));
      }
      return result;
    }
  }

  private static double microsPerRequest(Call call, int requests) throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < requests; i++) {
      int status = call.status();
      if (status != 200) {
        throw new IllegalStateException("GET /v1/config answered " + status + ", not 200");
      }
    }
    return (System.nanoTime() - start) / 1e3 / requests;
  }
}
