package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonProfile;
import dev.catalogkit.tiers.PeerTier;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The kit's database and SQL-view steps speak Apache Paimon's real wire format: against Paimon's
 * own REST test server they succeed, and every answer matches the kit's Paimon document. (The
 * semantic-view checks cannot show this: that server has none, so they stop at the gate.)
 */
@PeerTier
class PaimonWireStepsTest {

  private static PaimonRestServer server;
  private static PaimonCatalogClient client;

  @BeforeAll
  static void connect() throws Exception {
    server = PaimonRestServer.start();
    PaimonProfile paimon = new PaimonProfile();
    client =
        paimon
            .open(
                new RestCatalogClient.Wire(
                    new HttpTransport(server.target()),
                    paimon.spec(),
                    new ExchangeRecorder(),
                    paimon::errorTypeOf))
            .client();
    client.usePrefix(client.getConfig().at("/defaults/prefix").asText());
  }

  @AfterAll
  static void disconnect() {
    server.close();
  }

  @Test
  void databaseAndSqlViewStepsWorkAndMatchTheDocument() {
    String database = "cck_wire_steps";
    assertClean(client.createDatabase(database), 200);
    assertClean(client.getDatabase(database), 200);
    ObjectNode body = Fixtures.json("paimon/sql-view.json");
    ((ObjectNode) body.path("identifier")).put("database", database).put("object", "sql_view");
    assertClean(client.createView(database, "sql_view", RequestBody.json(body, null)), 200);
    Exchange read = client.getView(database, "sql_view");
    assertClean(read, 200);
    assertThat(read.at("/name").asText()).isEqualTo("sql_view");
    Exchange listed = client.listViews(database, Map.of());
    assertClean(listed, 200);
    assertThat(listed.at("/views").toString()).isEqualTo("[\"sql_view\"]");
    assertClean(client.listViewDetails(database, Map.of()), 200);
    assertClean(client.dropView(database, "sql_view"), 200);
    assertClean(client.getView(database, "sql_view"), 404);
    assertClean(client.dropDatabase(database), 200);
  }

  private static void assertClean(Exchange exchange, int status) {
    assertThat(exchange.status()).as(exchange.summary()).isEqualTo(status);
    assertThat(exchange.schemaViolations()).as(exchange.summary()).isEmpty();
  }
}
