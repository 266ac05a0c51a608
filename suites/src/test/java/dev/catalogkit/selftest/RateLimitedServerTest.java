package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A server that asks the client to slow down (429): the kit waits as the server asks (within its
 * bounds) and sends again; a check whose answer is still a 429 is NOT_VERIFIED with that evidence,
 * never a FAIL for "not a documented status". The JUnit timeout guards against a hang only.
 */
@PeerTier
@Timeout(300)
class RateLimitedServerTest {

  @Test
  void aServerAskingToSlowDownIsAskedAgainAndNeverFailedForIt() throws Exception {
    Set<String> slowedOnce = ConcurrentHashMap.newKeySet();
    Map<String, AtomicInteger> loadsOfTheLimitedView = new ConcurrentHashMap<>();
    RunReport report;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  String path = exchange.getRequestURI().getRawPath();
                  if (!exchange.getRequestMethod().equals("GET") || !path.contains("/views/")) {
                    return false;
                  }
                  if (path.matches(".*/views/loaded_\\d+")) {
                    loadsOfTheLimitedView
                        .computeIfAbsent(path, p -> new AtomicInteger())
                        .incrementAndGet();
                    tooManyRequests(exchange);
                    return true;
                  }
                  boolean first = slowedOnce.add(path);
                  if (first) {
                    tooManyRequests(exchange);
                  }
                  return first;
                })) {
      report = SelfTestRuns.icebergAgainst(proxy.uri(), "rate-limited");
    }

    assertThat(slowedOnce).as("view loads answered 429 once, then served").isNotEmpty();
    assertThat(loadsOfTheLimitedView.values())
        .as("the always-limited view asked again, within the retry bound")
        .isNotEmpty()
        .allSatisfy(count -> assertThat(count.get()).isBetween(2, 4));
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.FAIL)
        .extracting(check -> String.valueOf(check.failure().actual()))
        .allSatisfy(actual -> assertThat(actual).doesNotContain("status 429"));
    assertThat(report.checks())
        .filteredOn(check -> String.valueOf(check.reason()).contains("slow down"))
        .isNotEmpty()
        .allSatisfy(check -> assertThat(check.outcome()).isEqualTo(Outcome.NOT_VERIFIED));
  }

  private static void tooManyRequests(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().add("Retry-After", "0");
    HostileProxy.respond(
        exchange,
        429,
        "application/json",
        "{\"error\": {\"message\": \"slow down\", \"type\": \"TooManyRequests\", \"code\": 429}}");
  }
}
