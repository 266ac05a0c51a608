package dev.catalogkit.protocols;

import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.reference.Profile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.net.URI;

/** The kit's reference catalog, started on 127.0.0.1 for a profile that has one. */
public final class EmbeddedReference implements ProtocolProfile.EmbeddedServer {

  private final ReferenceCatalog reference;

  private EmbeddedReference(ReferenceCatalog reference) {
    this.reference = reference;
  }

  public static EmbeddedReference start(Profile profile) {
    return new EmbeddedReference(
        ReferenceCatalog.start(ReferenceOptions.defaults().withProfile(profile)));
  }

  @Override
  public URI uri() {
    return reference.uri();
  }

  @Override
  public void close() {
    reference.close();
  }
}
