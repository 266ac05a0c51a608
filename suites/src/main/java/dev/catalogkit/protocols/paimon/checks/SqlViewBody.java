package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;

/** The body of an ordinary SQL view's create: the kit's fixture, named for its database. */
public final class SqlViewBody {

  private static final String FIXTURE = "paimon/sql-view.json";

  private SqlViewBody() {}

  public static RequestBody of(String database, String name) {
    ObjectNode body = Fixtures.json(FIXTURE);
    ((ObjectNode) body.path("identifier")).put("database", database).put("object", name);
    return RequestBody.json(body, FIXTURE);
  }
}
